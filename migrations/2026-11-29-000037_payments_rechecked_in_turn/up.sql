-- When the re-check of card payments whose webhook never came last asked the gateway about a
-- payment. Each round takes the pending payments asked about least recently, so that those the
-- gateway still calls pending (a checkout left unpaid stays so for the 48 hours) take their turn
-- behind the others instead of filling every round. It took the 50 oldest pending payments of
-- any gateway and age, so 50 bank transfers waiting for the admin, or 50 card payments older
-- than the window, stopped it for good.
ALTER TABLE payments ADD COLUMN rechecked_at timestamptz;
