package dev.fifteen.search.planning;

import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Solution;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/** Records what a search reports: its proven bounds, its node count and its solutions. */
final class Recorder implements SearchProgress {
    final List<Integer> bounds = new CopyOnWriteArrayList<>();
    final List<Solution> solutions = new CopyOnWriteArrayList<>();
    final AtomicLong nodes = new AtomicLong();
    private final boolean early;

    Recorder(boolean early) {
        this.early = early;
    }

    @Override
    public void lowerBound(int lowerBound, long nodesExpanded) {
        bounds.add(lowerBound);
    }

    @Override
    public void nodes(long nodesExpanded) {
        nodes.set(nodesExpanded);
    }

    @Override
    public void solution(Solution solution) {
        solutions.add(solution);
    }

    @Override
    public boolean wantsEarlySolutions() {
        return early;
    }
}
