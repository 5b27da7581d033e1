package dev.fifteen.web.solve;

import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solver;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.planning.BoundedOptimalSolver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;

/**
 * {@code strategy=optimal} on boards of more than 16 cells without tables of their own (4 x 5, 4 x 6, 3 x 8, ...;
 * 5 x 5 when its own search is off): the fast answer first, then the general optimal search within the deadline,
 * and at the deadline the fast answer, not optimal, with the bound proven and a note ({@link BoundedOptimalSolver};
 * see {@code docs/algorithms.md}, "Boards of 17 to 25 cells").
 */
@Configuration(proxyBeanMethods = false)
class BoundedOptimalConfiguration {

    /** The smallest board without pattern tables: one cell more than the 15-puzzle's. */
    static final int MIN_CELLS = 17;

    /** After the 5 x 5 solver ({@code @Order(-10)}), before the general optimal solver ({@code @Order(0)}). */
    @Bean
    @Order(-5)
    Solver boundedOptimalSolver(
            FastSolver fastSolver, SolveProperties solve, PatternDatabaseCatalog catalog, SearchThreads searchThreads) {
        return bounded(fastSolver, solve, catalog, searchThreads);
    }

    static BoundedOptimalSolver bounded(
            FastSolver fastSolver, SolveProperties solve, PatternDatabaseCatalog catalog, SearchThreads threads) {
        return new BoundedOptimalSolver(
                IdaStarSolver.optimal(catalog, solve.optimalMaxCells(), threads),
                new ReductionSolver(fastSolver, solve.fastSearchBudget()),
                MIN_CELLS);
    }
}
