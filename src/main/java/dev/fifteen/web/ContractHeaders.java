package dev.fifteen.web;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.parameters.Parameter;

/**
 * A request header that every operation takes and the response header that every answer carries, in the
 * contract: each described once, under {@code components/parameters} and {@code components/headers}, and
 * referenced from every operation and every one of its responses.
 */
public final class ContractHeaders {

    private ContractHeaders() {}

    /** Adds the request header as a parameter of every operation and the response header to every response. */
    public static void addToEveryOperation(
            OpenAPI openApi, Parameter requestHeader, String headerName, Header responseHeader) {
        if (openApi.getComponents() == null) {
            openApi.setComponents(new Components());
        }
        String parameterName = requestHeader.getName();
        openApi.getComponents().addParameters(parameterName, requestHeader);
        openApi.getComponents().addHeaders(headerName, responseHeader);
        if (openApi.getPaths() == null) {
            return;
        }
        openApi.getPaths()
                .values()
                .forEach(path -> path.readOperations().forEach(operation -> {
                    boolean declared = operation.getParameters() != null
                            && operation.getParameters().stream()
                                    .anyMatch(parameter -> parameterName.equalsIgnoreCase(parameter.getName()));
                    if (!declared) {
                        operation.addParametersItem(new Parameter().$ref("#/components/parameters/" + parameterName));
                    }
                    if (operation.getResponses() != null) {
                        operation.getResponses().values().forEach(response -> {
                            if (response.getHeaders() == null
                                    || !response.getHeaders().containsKey(headerName)) {
                                response.addHeaderObject(
                                        headerName, new Header().$ref("#/components/headers/" + headerName));
                            }
                        });
                    }
                }));
    }
}
