ALTER TABLE `saved_search_keys` ADD `user_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `saved_search_keys` ADD `live` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `saved_search_keys_live_idx` ON `saved_search_keys` (`key`,`user_id`,`saved_search_id`) WHERE "saved_search_keys"."live" = 1;--> statement-breakpoint
-- A key's member and whether its search can alert (alerts on, member active and verified), kept
-- here for every writer: matching a new listing then reads the live keys' index alone (ADR 012).
CREATE TRIGGER `saved_search_keys_filed` AFTER INSERT ON `saved_search_keys` BEGIN
	UPDATE `saved_search_keys` SET (`user_id`, `live`) = (
		SELECT s.`user_id`, s.`alerts` = 1 AND u.`status` = 'active' AND u.`email_verified` = 1
		FROM `saved_searches` s JOIN `users` u ON u.`id` = s.`user_id` WHERE s.`id` = new.`saved_search_id`
	) WHERE `key` = new.`key` AND `saved_search_id` = new.`saved_search_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `saved_search_keys_alerts` AFTER UPDATE OF `alerts` ON `saved_searches` BEGIN
	UPDATE `saved_search_keys` SET `live` = new.`alerts` = 1 AND (
		SELECT `status` = 'active' AND `email_verified` = 1 FROM `users` WHERE `id` = new.`user_id`
	) WHERE `saved_search_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `saved_search_keys_members` AFTER UPDATE OF `status`, `email_verified` ON `users` BEGIN
	UPDATE `saved_search_keys` SET `live` = new.`status` = 'active' AND new.`email_verified` = 1 AND (
		SELECT `alerts` = 1 FROM `saved_searches` WHERE `id` = `saved_search_keys`.`saved_search_id`
	) WHERE `saved_search_id` IN (SELECT `id` FROM `saved_searches` WHERE `user_id` = new.`id`);
END;
--> statement-breakpoint
UPDATE `saved_search_keys` SET (`user_id`, `live`) = (
	SELECT s.`user_id`, s.`alerts` = 1 AND u.`status` = 'active' AND u.`email_verified` = 1
	FROM `saved_searches` s JOIN `users` u ON u.`id` = s.`user_id` WHERE s.`id` = `saved_search_keys`.`saved_search_id`
);
