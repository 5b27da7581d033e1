/**
 * Pattern databases: additive, blank-aware tables built by breadth-first search, their catalog (the one way a search
 * asks for tables and whether they are ready), their file format, and the two kinds of pattern tables kept in the
 * {@code TableStore} that the catalog serves ahead of its own ({@code PatternTableSource}): the 4 x 4 7-8 tables
 * ({@code StoredTables}) and the tables of boards of 17 to 25 cells ({@code MidSizeTables}), both made by
 * {@code PatternRecipe}. Imports only the contracts in {@code dev.fifteen.search}; no
 * solver, no framework.
 */
package dev.fifteen.search.pdb;
