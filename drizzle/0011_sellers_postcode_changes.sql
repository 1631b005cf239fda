-- A seller's postcode is now part of each listing's answer (its place) and of the browse
-- catalog (distance from a postcode, ADR 016): changing it bumps the catalog version and logs a
-- change for the seller, as a change of state always did.
DROP TRIGGER `catalog_version_sellers_update`;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_sellers_update` AFTER UPDATE OF `name`, `nickname`, `location_state`, `location_postcode`, `paypal_link`, `average_rating`, `rating_count` ON `users` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `catalog_changes_sellers_state`;
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_sellers_state` AFTER UPDATE OF `location_state`, `location_postcode` ON `users` BEGIN
	INSERT INTO `catalog_changes`(`user_id`) VALUES (new.`id`);
END;
