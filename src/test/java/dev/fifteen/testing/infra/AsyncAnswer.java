package dev.fifteen.testing.infra;

import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.RequestBuilder;
import org.springframework.test.web.servlet.ResultActions;
import org.springframework.test.web.servlet.ResultHandler;
import org.springframework.test.web.servlet.ResultMatcher;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.asyncDispatch;

/**
 * Performs a request through MockMvc and, when the controller answered asynchronously (as {@code /solve} does, so
 * that the container can watch the connection), waits for the answer and dispatches it, so that tests read the
 * final status and body either way.
 */
public final class AsyncAnswer {

    private AsyncAnswer() {}

    public static ResultActions answer(MockMvc mockMvc, RequestBuilder request) throws Exception {
        MvcResult started = mockMvc.perform(request).andReturn();
        if (!started.getRequest().isAsyncStarted()) {
            return actionsOn(started);
        }
        started.getAsyncResult(120_000);
        return mockMvc.perform(asyncDispatch(started));
    }

    private static ResultActions actionsOn(MvcResult result) {
        return new ResultActions() {
            @Override
            public ResultActions andExpect(ResultMatcher matcher) throws Exception {
                matcher.match(result);
                return this;
            }

            @Override
            public ResultActions andDo(ResultHandler handler) throws Exception {
                handler.handle(result);
                return this;
            }

            @Override
            public MvcResult andReturn() {
                return result;
            }
        };
    }
}
