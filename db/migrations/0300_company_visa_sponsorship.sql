-- Issue 45 point 3 (decision 191): whether a company sponsors work visas, set on its profile; null until it says.
-- A search facet (core/search/facet-declarations.ts 'visa') and a /companies filter. A company's update already notes
-- its jobs for the search index (0020_search_changes.sql), so the facet follows a change within the index's catch-up.
ALTER TABLE companies ADD COLUMN visa_sponsorship boolean;
