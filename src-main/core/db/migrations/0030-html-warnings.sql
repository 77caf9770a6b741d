    ALTER TABLE recipients ADD COLUMN html_warnings_json TEXT;
