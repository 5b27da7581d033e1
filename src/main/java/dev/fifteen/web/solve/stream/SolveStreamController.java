package dev.fifteen.web.solve.stream;

import dev.fifteen.web.BoardInput;
import dev.fifteen.web.solve.SolveApiDocs;
import dev.fifteen.web.solve.SolveQuery;
import dev.fifteen.web.solve.SolveRequest;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * {@code /solve} for clients that ask for {@code text/event-stream}: the same solve, watched. Every refusal arrives
 * as a {@code problem} event, so an EventSource sees it too.
 */
@RestController
@Tag(name = "Solve")
class SolveStreamController {

    private final SolveWatcher watcher;
    private final BoardInput boardInput;

    SolveStreamController(SolveWatcher watcher, BoardInput boardInput) {
        this.watcher = watcher;
        this.boardInput = boardInput;
    }

    @PostMapping(path = "/solve", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(operationId = "solve", summary = "Solve a board (JSON board)", description = SolveApiDocs.SOLVE)
    @EventStreamAnswered
    SseEmitter solveWatched(@Valid @RequestBody SolveRequest request, HttpServletRequest connection) {
        return watcher.watch(connection, () -> request.ask(boardInput));
    }

    @GetMapping(path = "/solve", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(operationId = "solveText", summary = "Solve a board (text board)", description = SolveApiDocs.SOLVE)
    @EventStreamAnswered
    SseEmitter solveWatched(@Valid @ParameterObject SolveQuery query, HttpServletRequest connection) {
        return watcher.watch(connection, () -> query.ask(boardInput));
    }
}
