package dev.fifteen.web.solve;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solver;
import dev.fifteen.search.anytime.NearOptimalSolver;
import dev.fifteen.search.anytime.ReadyTables;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.multi.MultiTileSolver;
import dev.fifteen.search.multi.MultiTileTableSource;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.planning.BoundedOptimalSolver;
import dev.fifteen.search.planning.SolvePlanner;
import dev.fifteen.search.twentyfour.TwentyFourSolver;
import dev.fifteen.search.twentyfour.TwentyFourTableStore;
import dev.fifteen.web.memory.MemoryBudget;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

import java.util.ArrayList;
import java.util.List;

/**
 * The solvers of {@code /solve}, in the one order the planners try them (see {@link SolvePlanner}): for
 * {@code metric=single} ({@link #solvePlanner}) and {@code metric=multi} ({@link #multiTilePlanner}), the optimal
 * ones first (the first that supports the shape answers), then the fast ones, in turn. A new solver is added to the
 * lists here.
 */
@Configuration(proxyBeanMethods = false)
class SolversConfiguration {

    /** The smallest board without pattern tables: one cell more than the 15-puzzle's. */
    static final int BOUNDED_MIN_CELLS = 17;

    /** The largest board whose fast answer the pattern tables improve, when they are ready. */
    static final int NEAR_OPTIMAL_MAX_CELLS = 25;

    /** The largest board the multi-tile optimal search takes. */
    static final int MULTI_TILE_MAX_CELLS = 16;

    /**
     * The line-by-line reduction with its bounded search, whose node store takes at most a sixteenth of the memory
     * budget (and 160 MB), so that the searches of the pool fit in the budget beside other requests; its guided runs
     * on large boards borrow the optimal searches' helpers, joining only while the pool has a free slot.
     */
    @Bean
    FastSolver fastSolver(MemoryBudget memoryBudget, SearchThreads searchThreads) {
        return new FastSolver(memoryBudget.capacity() / 16, searchThreads);
    }

    /**
     * The planner of {@code metric=single} (the slides of one tile), which the replay's grading shares:
     * <ol>
     *   <li>the 5 x 5 optimal search with its 6-6-6-6 tables, goals with the blank in a corner (unless
     *       {@code fifteen.solve.five-by-five.optimal=false}); the tables come from the warm-up;</li>
     *   <li>boards of 17 to 25 cells (4 x 5, 4 x 6, 3 x 8, ...; 5 x 5 with another goal or without its search): the
     *       fast answer first, then the general optimal search within the deadline, with the shape's pattern tables
     *       once the warm-up has made them, and at the deadline the fast answer, not optimal, with the bound proven and
     *       a note saying where the tables stand ({@link BoundedOptimalSolver}; see {@code docs/algorithms.md},
     *       "Boards of 17 to 25 cells");</li>
     *   <li>the general optimal search (IDA*, the pattern databases up to 16 cells; from 17 cells, from either end of
     *       the problem with {@code fifteen.solve.mid-size.either-end});</li>
     *   <li>fast, up to {@value #NEAR_OPTIMAL_MAX_CELLS} cells whose pattern tables are ready: the reduction's answer
     *       improved with the tables within the deadline ({@link NearOptimalSolver}, which the searches above also
     *       take their first answer from); without ready tables, IDA* with weight 2 up to 16 cells (answers within
     *       about twice the optimum), else the reduction;</li>
     *   <li>fast: the reduction, every shape (the boards it may take are checked before, by
     *       {@link SolveLimits}).</li>
     * </ol>
     */
    @Bean
    @Primary
    SolvePlanner solvePlanner(
            SolvabilityCheck solvabilityCheck,
            SolveProperties properties,
            SolveMidSizeProperties midSize,
            PatternDatabaseCatalog catalog,
            FastSolver fastSolver,
            SearchThreads searchThreads,
            ObjectProvider<TwentyFourTableStore> fiveByFiveTables,
            TableWarmUp warmUp) {
        IdaStarSolver general = IdaStarSolver.optimal(catalog, properties.optimalMaxCells(), searchThreads);
        // boards of 17 cells or more may be searched from the goal's end (fifteen.solve.mid-size.either-end)
        Solver optimal =
                midSize.eitherEnd() ? general.fromEitherEnd(BOUNDED_MIN_CELLS, midSize.eitherEndAsks()) : general;
        Solver reduction = reduction(fastSolver, properties);
        TwentyFourTableStore fiveByFive = fiveByFiveTables.getIfAvailable();
        Solver nearOptimal = new NearOptimalSolver(
                reduction,
                fiveByFive == null
                        ? ReadyTables.of(catalog)
                        : ReadyTables.of(fiveByFive).orElse(ReadyTables.of(catalog)),
                NEAR_OPTIMAL_MAX_CELLS,
                List.of(weighted(catalog), reduction),
                properties.fastSearchBudget(),
                searchThreads);
        Solver bounded = new BoundedOptimalSolver(optimal, nearOptimal, BOUNDED_MIN_CELLS, catalog::readiness);
        List<Solver> solvers = new ArrayList<>();
        if (fiveByFive != null) {
            solvers.add(new TwentyFourSolver(fiveByFive, nearOptimal, bounded, searchThreads));
        }
        solvers.add(bounded);
        solvers.add(optimal);
        solvers.add(nearOptimal);
        solvers.add(reduction);
        return planner(solvabilityCheck, solvers, properties);
    }

    /**
     * The planner of {@code metric=multi} (a straight run of the blank is one move): the multi-tile optimal search
     * (boards of up to {@value #MULTI_TILE_MAX_CELLS} cells, its tables from the warm-up), then the same fast
     * solvers as the single-tile planner, whose answers are short in slides.
     */
    @Bean
    SolvePlanner multiTilePlanner(
            SolvabilityCheck solvabilityCheck,
            SolveProperties properties,
            PatternDatabaseCatalog catalog,
            FastSolver fastSolver,
            SearchThreads searchThreads,
            MultiTileTableSource multiTileTables) {
        List<Solver> solvers = List.of(
                // the helpers of the single-tile optimal searches, joining only while the pool has a free slot
                new MultiTileSolver(
                        Math.min(MULTI_TILE_MAX_CELLS, Math.max(2, properties.optimalMaxCells())),
                        searchThreads,
                        multiTileTables),
                weighted(catalog),
                reduction(fastSolver, properties));
        return planner(solvabilityCheck, solvers, properties);
    }

    private static Solver weighted(PatternDatabaseCatalog catalog) {
        return new IdaStarSolver(catalog, 2, SolveService.WEIGHTED_IDA_MAX_CELLS);
    }

    private static Solver reduction(FastSolver fastSolver, SolveProperties properties) {
        return new ReductionSolver(fastSolver, properties.fastSearchBudget());
    }

    private static SolvePlanner planner(
            SolvabilityCheck solvabilityCheck, List<Solver> solvers, SolveProperties properties) {
        return new SolvePlanner(solvabilityCheck, solvers, properties.autoOptimalMaxCells(), properties.optimalShare());
    }
}
