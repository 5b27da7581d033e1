package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A request whose tables are still being built when its deadline passes is answered with the Manhattan bound it
 * could prove and says why; once the build ends, the same request is solved.
 */
class TablesStillBeingBuiltTest {

    @Test
    void theDeadlinePassesWhileTheTablesAreBuiltThenTheyServe() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        List<Runnable> held = new ArrayList<>();
        catalog.prepare(3, 4, 11, held::add); // the build waits until the test runs it
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, 16);
        Board goal = Board.standardGoal(3, 4);
        Board board = RandomBoards.walk(goal, 30, RandomBoards.seeded(34));

        assertThatThrownBy(() -> solver.solve(board, goal, Deadline.after(Duration.ofMillis(50))))
                .isInstanceOfSatisfying(SearchTimeoutException.class, e -> {
                    assertThat(e.lowerBound()).isEqualTo(Slides.manhattan(board, goal));
                    assertThat(e.nodesExpanded()).isZero();
                    assertThat(e.properties().get("heuristic").toString()).contains("still being built");
                });

        assertThat(held).hasSize(1);
        held.get(0).run();
        Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofSeconds(30)));
        Slides.assertSolves(solution, board, goal);
        assertThat(solution.optimal()).isTrue();
        assertThat(solution.length()).isLessThanOrEqualTo(30);
    }
}
