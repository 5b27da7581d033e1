package dev.fifteen.web.solve.jobs;

import dev.fifteen.web.BoardInput;
import dev.fifteen.web.solve.SolveRequest;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import java.net.URI;

@RestController
@Tag(name = SolveJobsApiDocs.TAG, description = SolveJobsApiDocs.TAG_DESCRIPTION)
class SolveJobsController {

    private final SolveJobs jobs;
    private final BoardInput boardInput;

    SolveJobsController(SolveJobs jobs, BoardInput boardInput) {
        this.jobs = jobs;
        this.boardInput = boardInput;
    }

    @PostMapping("/solve/jobs")
    @Operation(operationId = "createSolveJob", summary = "Start a long solve", description = SolveJobsApiDocs.CREATE)
    @ApiResponse(
            responseCode = "202",
            description = SolveJobsApiDocs.ACCEPTED,
            headers =
                    @Header(
                            name = "Location",
                            description = "The job's address, `/solve/jobs/{id}`",
                            schema = @Schema(type = "string")))
    @ApiResponse(responseCode = "400", description = SolveJobsApiDocs.CREATE_ERRORS)
    @ApiResponse(responseCode = "422", description = SolveJobsApiDocs.UNPROCESSABLE)
    @ApiResponse(responseCode = "503", description = SolveJobsApiDocs.BUSY)
    ResponseEntity<SolveJobView> create(@Valid @RequestBody SolveRequest request) {
        SolveJobView job = jobs.submit(request.ask(boardInput));
        return ResponseEntity.accepted()
                .location(URI.create(SolveJobs.path(job.id())))
                .body(job);
    }

    @GetMapping("/solve/jobs/{id}")
    @Operation(operationId = "getSolveJob", summary = "A long solve's state", description = SolveJobsApiDocs.GET)
    @ApiResponse(responseCode = "200", description = "The job now")
    @ApiResponse(responseCode = "404", description = SolveJobsApiDocs.NOT_FOUND)
    @ApiResponse(responseCode = "503", description = SolveJobsApiDocs.STORE_BUSY)
    SolveJobView get(@Parameter(description = "The job's id, from `Location`") @PathVariable String id) {
        return jobs.view(id);
    }

    @GetMapping(path = "/solve/jobs/{id}", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(operationId = "getSolveJob", summary = "A long solve's state", description = SolveJobsApiDocs.GET)
    @ApiResponse(
            responseCode = "200",
            description = "The job's events: `bound`, `solution`, `progress`, then `answer` or `problem`",
            content =
                    @Content(
                            mediaType = MediaType.TEXT_EVENT_STREAM_VALUE,
                            schema = @Schema(type = "string"),
                            examples = @ExampleObject(value = SolveJobsApiDocs.EVENTS_EXAMPLE)))
    SseEmitter stream(@PathVariable String id) {
        return jobs.stream(id);
    }

    @DeleteMapping("/solve/jobs/{id}")
    @Operation(operationId = "cancelSolveJob", summary = "Cancel a long solve", description = SolveJobsApiDocs.CANCEL)
    @ApiResponse(responseCode = "200", description = "The job, ended")
    @ApiResponse(responseCode = "202", description = "The job, still stopping on the replica that runs it")
    @ApiResponse(responseCode = "404", description = SolveJobsApiDocs.NOT_FOUND)
    @ApiResponse(responseCode = "503", description = SolveJobsApiDocs.STORE_BUSY)
    ResponseEntity<SolveJobView> cancel(
            @Parameter(description = "The job's id, from `Location`") @PathVariable String id) {
        SolveJobView job = jobs.cancel(id);
        return ResponseEntity.status(job.isFinal() ? HttpStatus.OK : HttpStatus.ACCEPTED)
                .body(job);
    }
}
