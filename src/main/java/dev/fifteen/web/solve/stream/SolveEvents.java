package dev.fifteen.web.solve.stream;

import org.springframework.http.MediaType;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The events of a watched solve, by name and shape, for every stream that shows a search: {@code bound} (a lower
 * bound proven), {@code solution} (an answer known before the search ends, not proven shortest), {@code progress}
 * (the figures now), and last {@code answer} (the {@code /solve} answer) or {@code problem} (Problem Details
 * members). The figures of {@code bound} and {@code progress} are {@code lowerBound} (when one is known),
 * {@code nodesExpanded} and {@code elapsedMs}.
 */
public final class SolveEvents {

    public static final String BOUND = "bound";
    public static final String SOLUTION = "solution";
    public static final String PROGRESS = "progress";
    public static final String ANSWER = "answer";
    public static final String PROBLEM = "problem";

    private SolveEvents() {}

    /** One event of the given name with its JSON data. */
    public static SseEmitter.SseEventBuilder event(String name, Object data) {
        return SseEmitter.event().name(name).data(data, MediaType.APPLICATION_JSON);
    }

    /** A comment that keeps the connection busy (and shows a closed one) when there is nothing to say. */
    public static SseEmitter.SseEventBuilder keepAlive() {
        return SseEmitter.event().comment("searching");
    }

    /** The figures of a {@code bound} or {@code progress} event; a negative bound is left out (none known). */
    public static Map<String, Object> figures(int lowerBound, long nodesExpanded, long elapsedMs) {
        Map<String, Object> figures = new LinkedHashMap<>();
        if (lowerBound >= 0) {
            figures.put("lowerBound", lowerBound);
        }
        figures.put("nodesExpanded", nodesExpanded);
        figures.put("elapsedMs", elapsedMs);
        return figures;
    }
}
