/**
 * Chooses and runs a solver for a request: {@code SolvePlanner} (parity first, then the strategy and the
 * fallback to the fast solvers) and {@code SolvePool} (the bounded pool of search slots). Knows solvers only by
 * the {@code Solver} contract, never a concrete one; no framework.
 */
package dev.fifteen.search.planning;
