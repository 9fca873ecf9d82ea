PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_processed_mutations` (
	`user_id` text NOT NULL,
	`mutation_id` text NOT NULL,
	`code` integer,
	`error` text,
	`field` text,
	`result` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `mutation_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_processed_mutations`("user_id", "mutation_id", "code", "error", "field", "result", "created_at") SELECT "user_id", "mutation_id", CASE WHEN substr("mutation_id", 1, 16) <> 'idempotency-key:' AND json_extract("result", '$.status') = 'rejected' THEN json_extract("result", '$.code') END, CASE WHEN substr("mutation_id", 1, 16) <> 'idempotency-key:' AND json_extract("result", '$.status') = 'rejected' THEN substr(json_extract("result", '$.error'), 1, 300) END, CASE WHEN substr("mutation_id", 1, 16) <> 'idempotency-key:' AND json_extract("result", '$.status') = 'rejected' THEN substr(json_extract("result", '$.field'), 1, 100) END, CASE WHEN substr("mutation_id", 1, 16) = 'idempotency-key:' THEN "result" END, "created_at" FROM `processed_mutations`;--> statement-breakpoint
DROP TABLE `processed_mutations`;--> statement-breakpoint
ALTER TABLE `__new_processed_mutations` RENAME TO `processed_mutations`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `processed_mutations_created_idx` ON `processed_mutations` (`created_at`);