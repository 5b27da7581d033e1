package dev.fifteen.web;

import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.InitBinder;

import java.beans.PropertyEditorSupport;

/**
 * Binds whole-number query parameters with {@link WholeNumberText}: ASCII digits only, the type's range said when
 * exceeded. A property editor rather than a converter, because a failed conversion would fall back to the
 * default editors, which read hexadecimal and other scripts' digits.
 */
@ControllerAdvice
class WholeNumberBinding {

    @InitBinder
    void wholeNumbers(WebDataBinder binder) {
        WholeNumberEditor longs = new WholeNumberEditor(Long.MIN_VALUE, Long.MAX_VALUE, false);
        WholeNumberEditor ints = new WholeNumberEditor(Integer.MIN_VALUE, Integer.MAX_VALUE, true);
        binder.registerCustomEditor(long.class, longs);
        binder.registerCustomEditor(Long.class, longs);
        binder.registerCustomEditor(int.class, ints);
        binder.registerCustomEditor(Integer.class, ints);
    }

    private static final class WholeNumberEditor extends PropertyEditorSupport {

        private final long min;
        private final long max;
        private final boolean narrow;

        WholeNumberEditor(long min, long max, boolean narrow) {
            this.min = min;
            this.max = max;
            this.narrow = narrow;
        }

        @Override
        public void setAsText(String text) {
            if (text == null || text.isBlank()) {
                setValue(null);
                return;
            }
            long value = WholeNumberText.parse(text, min, max);
            setValue(narrow ? Integer.valueOf((int) value) : Long.valueOf(value));
        }
    }
}
