/**
 * Pattern databases: additive, blank-aware tables built by breadth-first search, their catalog (the one way a search
 * asks for tables and whether they are ready), their file format, the 4 x 4 7-8 tables' store and the tables of
 * boards of 17 to 25 cells within their memory budget. Imports only the contracts in {@code dev.fifteen.search}; no
 * solver, no framework.
 */
package dev.fifteen.search.pdb;
