/**
 * The search's contracts: {@code Solver}, {@code Solution}, {@code Strategy}, {@code Heuristic}, {@code Deadline},
 * {@code Grid} and the search's failures. The solvers live in the sub-packages {@code pdb}, {@code ida},
 * {@code fast} and {@code planning}, which import this package and never the reverse. Plain Java, no framework.
 */
package dev.fifteen.search;
