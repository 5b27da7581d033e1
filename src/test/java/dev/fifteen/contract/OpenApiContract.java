package dev.fifteen.contract;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The published contract, {@code openapi.yaml}, as the fuzzer reads it. swagger-parser reads and checks the
 * document (any message it has is a broken contract) and lists the operations; the schemas are taken from the
 * document's own tree, so that a response schema becomes a JSON Schema (2020-12, which OpenAPI 3.1 schemas are)
 * with the components as its {@code $defs}. That conversion is strict where the contract is silent: an object
 * schema that lists its properties and says nothing of others admits no others, so that an answer cannot carry a
 * member the contract does not declare.
 */
final class OpenApiContract {

    /** One operation of the contract: its method, path template and the parts of it the fuzzer uses. */
    record Operation(
            String method,
            String path,
            String id,
            List<JsonNode> parameters,
            JsonNode requestBody,
            Map<String, JsonNode> responses) {

        /** The response statuses the contract declares, as numbers. */
        Set<Integer> statuses() {
            Set<Integer> statuses = new TreeSet<>();
            responses.keySet().forEach(status -> statuses.add(Integer.parseInt(status)));
            return statuses;
        }

        /** The media types the contract declares for a status, in its order; empty when it declares none. */
        List<String> mediaTypes(int status) {
            JsonNode response = responses.get(Integer.toString(status));
            List<String> types = new ArrayList<>();
            if (response != null && response.has("content")) {
                response.get("content").propertyNames().forEach(types::add);
            }
            return types;
        }

        /** Every media type any successful answer of the operation may have. */
        List<String> successMediaTypes() {
            List<String> types = new ArrayList<>();
            for (int status : statuses()) {
                if (status < 300) {
                    mediaTypes(status).stream()
                            .filter(type -> !types.contains(type))
                            .forEach(types::add);
                }
            }
            return types;
        }

        /** The request body's media types, in the contract's order; empty without a body. */
        List<String> requestMediaTypes() {
            List<String> types = new ArrayList<>();
            if (requestBody != null && requestBody.has("content")) {
                requestBody.get("content").propertyNames().forEach(types::add);
            }
            return types;
        }

        boolean hasPathParameters() {
            return parameters.stream().anyMatch(p -> "path".equals(p.path("in").asString()));
        }

        @Override
        public String toString() {
            return method + " " + path + " (" + id + ")";
        }
    }

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");

    private final JsonNode document;
    private final List<Operation> operations;
    private final ObjectNode definitions;
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private final Map<JsonNode, Schema> compiled = new IdentityHashMap<>();

    private OpenApiContract(JsonNode document, List<Operation> operations) {
        this.document = document;
        this.operations = operations;
        this.definitions = NODES.objectNode();
        document.path("components").path("schemas").properties().forEach(entry -> {
            definitions.set(entry.getKey(), strict(entry.getValue()));
        });
    }

    /** Reads the contract at {@code file}; fails when swagger-parser finds anything wrong with it. */
    static OpenApiContract read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        ParseOptions options = new ParseOptions();
        options.setResolve(false);
        SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(text, null, options);
        if (parsed.getOpenAPI() == null
                || (parsed.getMessages() != null && !parsed.getMessages().isEmpty())) {
            throw new IllegalStateException(file + " is not a valid OpenAPI document: " + parsed.getMessages());
        }
        JsonNode document = YAMLMapper.builder().build().readTree(text);
        return new OpenApiContract(document, operations(parsed.getOpenAPI(), document));
    }

    private static List<Operation> operations(OpenAPI api, JsonNode document) {
        List<Operation> operations = new ArrayList<>();
        api.getPaths().forEach((path, item) -> {
            for (PathItem.HttpMethod method : item.readOperationsMap().keySet()) {
                String name = method.name().toLowerCase(Locale.ROOT);
                JsonNode pathNode = document.path("paths").path(path);
                JsonNode node = pathNode.path(name);
                List<JsonNode> parameters = new ArrayList<>();
                pathNode.path("parameters").forEach(parameters::add);
                node.path("parameters").forEach(parameters::add);
                Map<String, JsonNode> responses = new LinkedHashMap<>();
                node.path("responses").properties().forEach(entry -> responses.put(entry.getKey(), entry.getValue()));
                operations.add(new Operation(
                        method.name(),
                        path,
                        node.path("operationId").asString(name + " " + path),
                        List.copyOf(parameters),
                        node.has("requestBody") ? node.get("requestBody") : null,
                        responses));
            }
        });
        operations.sort(Comparator.comparing(Operation::path).thenComparing(Operation::method));
        return List.copyOf(operations);
    }

    List<Operation> operations() {
        return operations;
    }

    /** The methods the contract declares on a path, upper case. */
    Set<String> methodsOf(String path) {
        Set<String> methods = new TreeSet<>();
        document.path("paths").path(path).propertyNames().forEach(name -> {
            if (METHODS.contains(name)) {
                methods.add(name.toUpperCase(Locale.ROOT));
            }
        });
        return methods;
    }

    /** The node a {@code $ref} leads to (within this document), or the node itself. */
    JsonNode resolve(JsonNode node) {
        JsonNode current = node;
        for (int hops = 0; current != null && current.has("$ref") && hops < 20; hops++) {
            String ref = current.get("$ref").asString();
            if (!ref.startsWith("#/")) {
                throw new IllegalStateException("only references within the contract are followed: " + ref);
            }
            current = document.at(ref.substring(1));
        }
        return current;
    }

    /** The schema a response's media type declares, compiled as JSON Schema; null when it declares none. */
    synchronized Schema responseSchema(Operation operation, int status, String mediaType) {
        JsonNode response = resolve(operation.responses().get(Integer.toString(status)));
        JsonNode schema = response == null
                ? null
                : response.path("content").path(mediaType).get("schema");
        if (schema == null) {
            return null;
        }
        return compiled.computeIfAbsent(schema, this::compile);
    }

    private Schema compile(JsonNode schema) {
        ObjectNode root = NODES.objectNode();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        JsonNode converted = strict(schema);
        if (converted.isObject()) {
            root.setAll((ObjectNode) converted);
        }
        root.set("$defs", definitions);
        return registry.getSchema(root);
    }

    /**
     * An OpenAPI 3.1 schema as plain JSON Schema: references into the components point at {@code $defs}, the
     * examples are dropped, and objects with listed properties admit no others unless they say so.
     */
    private static JsonNode strict(JsonNode schema) {
        if (schema.isArray()) {
            ArrayNode copy = NODES.arrayNode();
            schema.forEach(element -> copy.add(strict(element)));
            return copy;
        }
        if (!schema.isObject()) {
            return schema;
        }
        ObjectNode copy = NODES.objectNode();
        schema.properties().forEach(entry -> {
            String key = entry.getKey();
            JsonNode value = entry.getValue();
            switch (key) {
                case "example", "examples", "description", "discriminator", "xml", "externalDocs" -> {}
                case "$ref" -> copy.put(key, value.asString().replace("#/components/schemas/", "#/$defs/"));
                case "properties" -> {
                    ObjectNode properties = NODES.objectNode();
                    value.properties().forEach(p -> properties.set(p.getKey(), strict(p.getValue())));
                    copy.set(key, properties);
                }
                default -> copy.set(key, strict(value));
            }
        });
        if (copy.has("properties") && !copy.has("additionalProperties")) {
            copy.put("additionalProperties", false);
        }
        return copy;
    }
}
