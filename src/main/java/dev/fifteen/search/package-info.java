/**
 * The search's contracts ({@code Solver}, {@code Solution}, {@code Strategy}, {@code Heuristic}, {@code Deadline},
 * {@code Grid}, the search's failures and its one stop signal, {@code SearchStopped}) and what every search and table
 * shares: the parallel round, the helper threads, and the table layer: the one store of every stored table set
 * ({@code TableStore}, its sets named by {@code TableSet}, each kind giving its {@code TableStore.Recipe}; one
 * lifecycle, one memory budget), their files ({@code TableFile}), where a set stands ({@code TableReadiness}) and what
 * the breadth-first builds share ({@code PatternBuild}). The solvers and their tables live in the
 * sub-packages {@code pdb}, {@code ida}, {@code multi}, {@code twentyfour}, {@code anytime}, {@code fast} and
 * {@code planning}, which import this package and never the reverse. Plain Java, no framework.
 */
package dev.fifteen.search;
