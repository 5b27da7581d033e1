package dev.fifteen.search.anytime;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The anytime search's sharing with a second search of the same board, on 8-puzzles against a test-side
 * breadth-first search: a shorter solution found elsewhere prunes it, a bound proven elsewhere stops it.
 */
class AnytimeWeightedIdaStarTest {

    private static final Board GOAL = Goals.blankFirst(3, 3);
    private static final Grid GRID = new Grid(3, 3);

    @Test
    void aSolutionFoundElsewherePrunesEveryPathThatIsNotShorter() {
        BreadthFirstDistances distances = BreadthFirstDistances.to(GOAL);
        RandomGenerator random = RandomBoards.seeded(61);
        for (int round = 0; round < 20; round++) {
            Board board = RandomBoards.solvableToward(GOAL, random);
            int optimum = distances.distance(board);
            List<Integer> found = new ArrayList<>();
            AnytimeWeightedIdaStar search = search(board, 40, found);
            // another search is said to know a solution two moves longer than the optimum
            search.share(() -> optimum + 2, () -> 0);
            AnytimeWeightedIdaStar.Outcome outcome = null;
            // a heavy weight first, whose solutions are long unless the shared one prunes them, then IDA*
            for (int weight : new int[] {48, AnytimeWeightedIdaStar.SCALE}) {
                do {
                    outcome = search.run(weight);
                } while (outcome == AnytimeWeightedIdaStar.Outcome.IMPROVED);
            }

            assertThat(outcome).isEqualTo(AnytimeWeightedIdaStar.Outcome.EXHAUSTED);
            assertThat(found).as("the solutions it reports").isNotEmpty().allMatch(length -> length < optimum + 2);
            assertThat(search.best()).isEqualTo(optimum);
            assertThat(search.provenBound()).isEqualTo(optimum);
        }
    }

    @Test
    void aBoundProvenElsewhereThatMeetsTheBestStopsTheSearchAtItsNextPoll() {
        Board goal = Goals.blankFirst(4, 4);
        BenchmarkFiles.Instance instance = BenchmarkFiles.korf100().get(0);
        List<Integer> found = new ArrayList<>();
        AnytimeWeightedIdaStar search = new AnytimeWeightedIdaStar(
                new Grid(4, 4),
                GoalLabels.relabel(instance.board(), goal),
                new ManhattanDistance(4, 4, 0),
                0,
                200,
                Deadline.after(Duration.ofMinutes(5)),
                (cells, length, weight) -> found.add(length));
        // the other search claims a solution of 70 moves, proven shortest: no shorter one is left to look for
        search.share(() -> 70, () -> 70);

        assertThat(search.run(AnytimeWeightedIdaStar.SCALE)).isEqualTo(AnytimeWeightedIdaStar.Outcome.STOPPED);
        assertThat(found).isEmpty();
        assertThat(search.best()).isEqualTo(70);
        assertThat(search.nodes()).as("one poll's nodes").isLessThan(10_000);
    }

    private static AnytimeWeightedIdaStar search(Board board, int incumbent, List<Integer> found) {
        return new AnytimeWeightedIdaStar(
                GRID,
                GoalLabels.relabel(board, GOAL),
                new ManhattanDistance(3, 3, 0),
                0,
                incumbent,
                Deadline.after(Duration.ofSeconds(30)),
                (cells, length, weight) -> found.add(length));
    }
}
