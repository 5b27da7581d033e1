package dev.fifteen.web.solve.stream;

import dev.fifteen.web.solve.SolveApiDocs;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import org.springframework.http.MediaType;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The answer of a watched solve in the contract, alike for the GET and the POST: the stream of its events. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ApiResponse(
        responseCode = "200",
        description = SolveApiDocs.ANSWERED,
        content =
                @Content(
                        mediaType = MediaType.TEXT_EVENT_STREAM_VALUE,
                        schema = @Schema(type = "string"),
                        examples = @ExampleObject(value = SolveApiDocs.EVENTS_EXAMPLE)))
@interface EventStreamAnswered {}
