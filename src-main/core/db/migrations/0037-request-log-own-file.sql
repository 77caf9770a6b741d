    INSERT INTO request_log_db.request_log SELECT * FROM main.request_log;
    DROP TABLE main.request_log;
