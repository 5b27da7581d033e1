/**
 * Iterative-deepening A* over the pattern databases: optimal solutions, and a weighted variant for fast ones on
 * small boards ({@code IdaStarSolver}, which chooses the tables and turns the board; {@code IdaStarSearch}, the
 * iterations and the kernel); {@link dev.fifteen.search.SearchThreads} lends an optimal search idle helper threads
 * for its expensive iterations. Imports {@code search}, {@code search.pdb} and {@code puzzle}; not the other
 * solvers, no framework.
 */
package dev.fifteen.search.ida;
