package dev.fifteen.contract;

import dev.fifteen.contract.OpenApiContract.Operation;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.request;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * An empty or blank value of an optional number, true-or-false or enumerated query parameter is a mistake, answered
 * 400 with Problem Details naming the parameter, never taken for the parameter left out and never a 500 (an empty
 * {@code count} was once both). The parameters are every such parameter of every operation in the contract, each
 * sent beside the examples of the operation's required parameters (and its body's example).
 */
@FifteenIntegrationTest
class EmptyParameterTest {

    @Autowired
    private MockMvc mockMvc;

    static Stream<Arguments> emptyValues() throws IOException {
        OpenApiContract contract = OpenApiContract.read(ContractFuzzer.CONTRACT);
        List<Arguments> cases = new ArrayList<>();
        for (Operation operation : contract.operations()) {
            for (JsonNode parameter : operation.parameters()) {
                JsonNode resolved = contract.resolve(parameter);
                JsonNode schema = contract.resolve(resolved.path("schema"));
                String type = schema.path("type").asString();
                boolean chosen = type.equals("integer")
                        || type.equals("number")
                        || type.equals("boolean")
                        || schema.has("enum")
                        || schema.has("pattern");
                if (chosen && "query".equals(resolved.path("in").asString())) {
                    for (String value : new String[] {"", " ", "\t"}) {
                        cases.add(Arguments.of(operation, resolved.path("name").asString(), value, contract));
                    }
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} with {1}=''{2}'' is a 400 naming {1}")
    @MethodSource("emptyValues")
    void anEmptyOrBlankValueIsA400NamingTheParameter(
            Operation operation, String name, String value, OpenApiContract contract) throws Exception {
        MockHttpServletRequestBuilder request = request(HttpMethod.valueOf(operation.method()), operation.path());
        for (JsonNode parameter : operation.parameters()) {
            JsonNode resolved = contract.resolve(parameter);
            if (resolved.path("required").asBoolean(false) && resolved.has("example")) {
                request.param(
                        resolved.path("name").asString(),
                        resolved.get("example").asString());
            }
        }
        request.param(name, value);
        if (operation.requestBody() != null) {
            String mediaType = operation.requestMediaTypes().get(0);
            JsonNode example =
                    operation.requestBody().path("content").path(mediaType).path("example");
            request.contentType(mediaType).content(example.isMissingNode() ? "{}" : example.toString());
        }
        mockMvc.perform(request)
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.detail").value(containsString(name)));
    }
}
