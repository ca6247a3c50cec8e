DROP TABLE result_pins;
DROP TABLE result_pin_batches;
DROP SEQUENCE result_pin_numbers;
