/**
 * {@code /solvability}: whether a board can reach a goal, with the parity proof. Imports the domain and the shared
 * {@code dev.fifteen.web}; never another feature.
 */
package dev.fifteen.web.solvability;
