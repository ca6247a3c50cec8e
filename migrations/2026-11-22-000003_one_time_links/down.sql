DROP TABLE one_time_links;
