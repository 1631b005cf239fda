CREATE TABLE `catalog_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer,
	`user_id` integer
);
--> statement-breakpoint
-- Each change a browse filter can see, recorded inside the writing transaction (a rolled-back
-- write leaves no row). Photos and the seller's name only change how a listing is shown, which
-- the catalog version already covers; a seller's state is a filter.
CREATE TRIGGER `catalog_changes_listings_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `catalog_changes`(`listing_id`) VALUES (new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_listings_update` AFTER UPDATE ON `listings` BEGIN
	INSERT INTO `catalog_changes`(`listing_id`) VALUES (new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_listings_delete` AFTER DELETE ON `listings` BEGIN
	INSERT INTO `catalog_changes`(`listing_id`) VALUES (old.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_sellers_state` AFTER UPDATE OF `location_state` ON `users` BEGIN
	INSERT INTO `catalog_changes`(`user_id`) VALUES (new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_sellers_delete` AFTER DELETE ON `users` BEGIN
	INSERT INTO `catalog_changes`(`user_id`) VALUES (old.`id`);
END;
