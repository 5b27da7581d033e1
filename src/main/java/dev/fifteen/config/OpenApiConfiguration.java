package dev.fifteen.config;

import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.servers.Server;
import org.springframework.context.annotation.Configuration;

/**
 * The published contract's header. The server URL is relative so that the generated document is the same
 * on every port and host, which lets a test compare it with the committed {@code openapi.yaml}.
 */
@Configuration(proxyBeanMethods = false)
@OpenAPIDefinition(
        info = @Info(title = "Fifteen", version = "1",
                description = "Sliding-tile puzzles over HTTP: the 8-puzzle, the 15-puzzle and every rectangular"
                        + " M x N relative. Boards are arrays of rows with 0 for the blank, or in the text form"
                        + " `1,2,3/4,5,6/7,8,0` (rows separated by `/`, tiles by `,`). The default goal is the"
                        + " tiles in reading order with the blank last; every endpoint that takes a board also"
                        + " takes a goal of the same shape. Errors are RFC 9457 Problem Details with a stable"
                        + " `type` of the form `urn:problem-type:<slug>`."),
        servers = @Server(url = "/"))
class OpenApiConfiguration {
}
