/**
 * Pattern databases: additive, blank-aware tables built by breadth-first search, their catalog and their file
 * format. Imports only the contracts in {@code dev.fifteen.search}; no solver, no framework.
 */
package dev.fifteen.search.pdb;
