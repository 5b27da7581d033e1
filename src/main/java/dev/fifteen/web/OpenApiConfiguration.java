package dev.fifteen.web;

import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.servers.Server;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The published contract's header. The server URL is relative so that the generated document is the same
 * on every port and host, which lets a test compare it with the committed {@code openapi.yaml}.
 */
@Configuration(proxyBeanMethods = false)
@OpenAPIDefinition(
        info =
                @Info(
                        title = "Fifteen",
                        version = "1",
                        description =
                                "Sliding-tile puzzles over HTTP: the 8-puzzle, the 15-puzzle and every rectangular"
                                        + " M x N relative. Boards are arrays of rows with 0 for the blank, or in"
                                        + " the text form"
                                        + " `1,2,3/4,5,6/7,8,0` (rows separated by `/`, tiles by `,`). The default"
                                        + " goal is the"
                                        + " tiles in reading order with the blank last; every endpoint that takes a"
                                        + " board also"
                                        + " takes a goal of the same shape. Errors are RFC 9457 Problem Details with"
                                        + " a stable"
                                        + " `type` of the form `urn:problem-type:<slug>`."),
        servers = @Server(url = "/"))
public class OpenApiConfiguration {

    private static final String PROBLEM_DETAIL = "ProblemDetail";

    /** The content of every error answer: a Problem Details body. */
    public static Content problemContent() {
        return new Content()
                .addMediaType(
                        ProblemJson.MEDIA_TYPE,
                        new MediaType().schema(new Schema<>().$ref("#/components/schemas/" + PROBLEM_DETAIL)));
    }

    /**
     * Every 4xx and 5xx answer of every operation is Problem Details, whoever answers it, so the controllers
     * declare only the status and when it happens.
     */
    @Bean
    OpenApiCustomizer problemResponses() {
        return openApi -> {
            eachOperation(openApi, operation -> {
                if (operation.getResponses() != null) {
                    operation.getResponses().forEach((status, response) -> {
                        if (status.startsWith("4") || status.startsWith("5")) {
                            response.setContent(problemContent());
                        }
                    });
                }
            });
            dropUnreferencedSchemas(openApi);
        };
    }

    /** Runs {@code action} on every operation of every path of the contract, for the customizers. */
    public static void eachOperation(OpenAPI openApi, Consumer<Operation> action) {
        if (openApi.getPaths() != null) {
            openApi.getPaths().values().forEach(path -> path.readOperations().forEach(action));
        }
    }

    /** The schemas springdoc derived for error answers before they became Problem Details, and no one uses now. */
    private static void dropUnreferencedSchemas(OpenAPI openApi) {
        if (openApi.getComponents() == null || openApi.getComponents().getSchemas() == null) {
            return;
        }
        boolean dropped;
        do {
            String document = Json.pretty(openApi);
            dropped = openApi.getComponents()
                    .getSchemas()
                    .keySet()
                    .removeIf(name -> !name.equals(PROBLEM_DETAIL)
                            && !document.contains("\"#/components/schemas/" + name + "\""));
        } while (dropped);
    }

    /**
     * Describes the error body as clients receive it: the RFC 9457 members plus extension members at the top
     * level (springdoc would otherwise publish Spring's class, with a nested {@code properties} map).
     */
    @Bean
    OpenApiCustomizer problemDetailSchema() {
        return openApi -> {
            if (openApi.getComponents() == null) {
                openApi.setComponents(new Components());
            }
            Map<String, Schema> members = new LinkedHashMap<>();
            members.put(
                    "type",
                    new StringSchema()
                            .format("uri")
                            .description("A stable identifier of the kind of problem, `urn:problem-type:<slug>`")
                            .example("urn:problem-type:duplicate-tile"));
            members.put(
                    "title",
                    new StringSchema()
                            .description("A short summary of the kind of problem")
                            .example("Duplicated tile"));
            members.put(
                    "status",
                    new IntegerSchema().description("The HTTP status code").example(400));
            members.put(
                    "detail",
                    new StringSchema()
                            .description("What is wrong with this request, in words")
                            .example("board: tile 1 appears twice, at row 0, column 0 and at row 0, column 1;"
                                    + " missing: 2"));
            members.put(
                    "instance",
                    new StringSchema()
                            .format("uri-reference")
                            .description("The path of the request")
                            .example("/solvability"));
            Schema<Object> problem = new ObjectSchema()
                    .description("An RFC 9457 Problem Details body. Extension members that help a client stand beside"
                            + " these: `field` (the request field at fault), `limitProperty`, `limit` and `actual`"
                            + " (a configured limit), `parameter`, `lowerBound`, the parity proof of an unsolvable"
                            + " board, `retryAfterSeconds`, `requestId` (also sent as the `X-Request-Id` header;"
                            + " quote it when reporting a failure), `traceId` (the trace that served the request,"
                            + " also in the `traceparent` header of the answer).")
                    .properties(members);
            problem.setAdditionalProperties(Boolean.TRUE);
            openApi.getComponents().addSchemas(PROBLEM_DETAIL, problem);
        };
    }
}
