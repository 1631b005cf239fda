-- Full-text search over listings (contract §4.1 `q`) and the catalog version that browse
-- caches key on. Hand-written: drizzle-kit cannot express virtual tables or triggers.

-- External content: the text lives once, in `listings`; the index follows it through triggers.
-- unicode61 with remove_diacritics 2 folds case and accents ("Dénis" finds "Denis"); the prefix
-- indexes keep "term*" queries (a term matches the beginning of a word) fast for short terms.
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	`brand`, `model`, `size`, `description`,
	content='listings', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='1 2 3'
);
--> statement-breakpoint
INSERT INTO `listings_fts`(`listings_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `listings_fts`(rowid, `brand`, `model`, `size`, `description`)
	VALUES (new.`id`, new.`brand`, new.`model`, new.`size`, new.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_delete` AFTER DELETE ON `listings` BEGIN
	INSERT INTO `listings_fts`(`listings_fts`, rowid, `brand`, `model`, `size`, `description`)
	VALUES ('delete', old.`id`, old.`brand`, old.`model`, old.`size`, old.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_update` AFTER UPDATE OF `brand`, `model`, `size`, `description` ON `listings` BEGIN
	INSERT INTO `listings_fts`(`listings_fts`, rowid, `brand`, `model`, `size`, `description`)
	VALUES ('delete', old.`id`, old.`brand`, old.`model`, old.`size`, old.`description`);
	INSERT INTO `listings_fts`(rowid, `brand`, `model`, `size`, `description`)
	VALUES (new.`id`, new.`brand`, new.`model`, new.`size`, new.`description`);
END;
--> statement-breakpoint
-- Every change that can alter a listing response bumps the version inside the writing
-- transaction: listings, their photos, and the seller fields a Listing embeds. A rolled-back
-- write rolls its bump back too, and writes from other processes (CLI, backups restored) count.
INSERT INTO `catalog_version`(`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `catalog_version_listings_insert` AFTER INSERT ON `listings` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_listings_update` AFTER UPDATE ON `listings` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_listings_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_photos_insert` AFTER INSERT ON `listing_photos` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_photos_update` AFTER UPDATE ON `listing_photos` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_photos_delete` AFTER DELETE ON `listing_photos` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_sellers_update` AFTER UPDATE OF `name`, `nickname`, `location_state`, `paypal_link`, `average_rating`, `rating_count` ON `users` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_sellers_delete` AFTER DELETE ON `users` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
