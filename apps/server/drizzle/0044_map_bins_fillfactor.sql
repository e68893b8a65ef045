-- The fold adds to the maps' rows again and again (their trips, participants and trips per mode; never their key):
-- pages left 30 % free take the new version of a row beside the old one (a HOT update), without a new entry in
-- the primary key's index or another page to write (decision 0014). Applies to the pages written from now on.
ALTER TABLE "map_cells" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "map_corridors" SET (fillfactor = 70);
