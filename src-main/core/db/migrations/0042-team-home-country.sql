    ALTER TABLE teams ADD COLUMN home_country TEXT;
