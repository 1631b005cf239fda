-- The change log prunes itself in the write that fills it: every 5,000th change drops the rows
-- more than 10,000 behind, which a catalog that far behind reloads instead of replaying. Reads
-- (browse) never write.
CREATE TRIGGER `catalog_changes_prune` AFTER INSERT ON `catalog_changes` WHEN new.`seq` % 5000 = 0 BEGIN
	DELETE FROM `catalog_changes` WHERE `seq` <= new.`seq` - 10000;
END;
