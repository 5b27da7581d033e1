package dev.fifteen.web.replay;

/** The words of the replay feature's contract, in one place. */
final class ReplayApiDocs {

    static final String MOVES = "The moves, in the notation solutions are written in: the direction in which a"
            + " tile slides (`U`, `D`, `L`, `R`, either case), one letter a slide (`RRRDDL`) or a letter with a count"
            + " for a multi-tile move (`R3 D2 L`); spaces and commas between moves are optional. At most"
            + " `fifteen.replay.max-slides` slides (100,000 by default)";

    static final String OPTIMAL_STATUS = "Whether the optimal distance of the start is known: `proven` (the optimal"
            + " solver answered within `fifteen.replay.grade-timeout`), `timeout` (it did not), `too-large` (the"
            + " board has more than `fifteen.replay.grade-max-cells` cells), `unreachable` (the start cannot reach"
            + " the goal) or `busy` (no search slot was free)";

    static final String REPLAY = "Plays the moves on the board, one slide at a time, and answers the board they"
            + " lead to, whether it is the goal, the sequence's length in the single-tile metric (`length`, one"
            + " move a slide) and in the multi-tile metric (`lengthMulti`, a run of slides in one direction is one"
            + " move), and, for boards the optimal solver answers within a short deadline, the optimal distance of"
            + " the start (`optimalLength`; `optimalLengthMulti` when the multi-tile solver can answer), so that an"
            + " app can say \"you took 58 slides (41 moves); the best is 52\". The grade runs in the solve pool;"
            + " when it cannot be given, `optimalStatus` says why, and the replay is answered all the same.";

    static final String ERRORS = "Malformed JSON, a missing or invalid board or goal, a goal of another shape, a"
            + " board over the size limit, a malformed move sequence (`malformed-moves`, naming the character and"
            + " its index) or one over `fifteen.replay.max-slides` (`too-many-moves`)";

    static final String ILLEGAL = "A move no tile can make (`illegal-move`): the answer names the slide's `index`"
            + " (from 0, one letter a slide), its `move` and the blank's cell (`blankRow`, `blankColumn`) before it";

    private ReplayApiDocs() {}
}
