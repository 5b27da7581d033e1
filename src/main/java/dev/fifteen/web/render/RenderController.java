package dev.fifteen.web.render;

import dev.fifteen.web.memory.MemoryBudget;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.Valid;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.WebRequest;

import java.util.concurrent.TimeUnit;

@RestController
@Tag(name = "Render", description = "Pictures out: a board as SVG or PNG, or an animated SVG of a move sequence")
class RenderController {

    private final RenderService service;
    private final CacheControl cacheControl;

    RenderController(RenderService service, RenderProperties properties) {
        this.service = service;
        this.cacheControl = CacheControl.maxAge(properties.maxAge().toSeconds(), TimeUnit.SECONDS)
                .cachePublic()
                .immutable();
    }

    @GetMapping("/render")
    @Operation(operationId = "render", summary = "Draw a board", description = RenderApiDocs.RENDER)
    @ApiResponse(
            responseCode = "200",
            description = "The picture",
            content = {
                @Content(mediaType = "image/svg+xml", schema = @Schema(type = "string")),
                @Content(mediaType = "image/png", schema = @Schema(type = "string", format = "binary"))
            })
    // a 304 has no body: without an empty content the document gave it application/json, which a generated
    // client then sent as its only Accept and got 406
    @ApiResponse(
            responseCode = "304",
            description = "The picture named by `If-None-Match` is still this one",
            content = @Content)
    @ApiResponse(responseCode = "400", description = RenderApiDocs.ERRORS)
    @ApiResponse(
            responseCode = "406",
            description = "The `Accept` header rules out the picture's media type (a `format` parameter chooses"
                    + " between the pictures; it does not overrule the header)")
    @ApiResponse(responseCode = "422", description = RenderApiDocs.ILLEGAL)
    @ApiResponse(responseCode = "503", description = MemoryBudget.BUSY_DESCRIPTION)
    ResponseEntity<byte[]> render(
            @Valid @ParameterObject RenderQuery query,
            @Parameter(hidden = true) @RequestHeader(value = HttpHeaders.ACCEPT, required = false) String accept,
            WebRequest request,
            HttpServletResponse response)
            throws HttpMediaTypeNotAcceptableException {
        RenderService.Rendering rendering = service.prepare(query, accept);
        response.setHeader(HttpHeaders.VARY, HttpHeaders.ACCEPT);
        if (request.checkNotModified(rendering.etag())) {
            response.setHeader(HttpHeaders.CACHE_CONTROL, cacheControl.getHeaderValue());
            return null; // 304, with the ETag
        }
        return ResponseEntity.ok()
                .eTag(rendering.etag())
                .cacheControl(cacheControl)
                .contentType(rendering.mediaType())
                .body(service.draw(rendering));
    }
}
