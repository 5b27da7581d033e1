package dev.fifteen.search;

import java.util.Objects;

/**
 * Where one set of tables stands, as every store of tables says it: a {@link Stage} that code decides by, and the
 * sentence an answer's note gives a person ("being built in the background for 40 s (a build takes minutes)").
 *
 * @param stage the stage
 * @param words the stage in words, with what is known of it (a reason, a time)
 */
public record TableReadiness(Stage stage, String words) {

    /** The stages of a set of tables, from not asked for to in use or given up. */
    public enum Stage {
        /** Nobody has asked for the set yet. */
        NOT_ASKED,
        /** Asked for, waiting for its turn in the warm-up. */
        QUEUED,
        /** Being mapped from its file or built. */
        PREPARING,
        /** In use: the searches read it. */
        READY,
        /** Dropped to keep within the memory budget, and asked for again. */
        EVICTED,
        /** Not made: it would not fit the memory budget or the heap, or the configuration turns it off. */
        REFUSED,
        /** Its build failed. */
        FAILED
    }

    /** In use. */
    public static final TableReadiness READY = new TableReadiness(Stage.READY, "ready");

    /** The set no store here makes (the shape or configuration has none). */
    public static final TableReadiness NOT_CONFIGURED = new TableReadiness(Stage.REFUSED, "not configured here");

    public TableReadiness {
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(words, "words");
    }

    /** Whether the searches read the set now. */
    public boolean ready() {
        return stage == Stage.READY;
    }

    /** Whether the set will not come without a change (a larger budget, another configuration, a restart). */
    public boolean givenUp() {
        return stage == Stage.REFUSED || stage == Stage.FAILED;
    }

    @Override
    public String toString() {
        return words;
    }
}
