package dev.fifteen.web;

import org.springframework.beans.propertyeditors.CustomBooleanEditor;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.InitBinder;

import java.beans.PropertyEditorSupport;

/**
 * Binds whole-number and true-or-false query parameters strictly: whole numbers with {@link WholeNumberText} (ASCII
 * digits only, the type's range said when exceeded), booleans as Spring reads them ({@code true}, {@code false},
 * {@code on}, {@code off}, {@code yes}, {@code no}, {@code 1}, {@code 0}). A parameter that is present with an empty
 * or blank value is an invalid value, named in a 400 answer, not a parameter left out: {@code ?count=} is a
 * mistake, and taking it for an absent {@code count} would silently change what the request means. Property editors
 * rather than converters, because a failed conversion would fall back to the default editors, which read
 * hexadecimal and other scripts' digits.
 */
@ControllerAdvice
class WholeNumberBinding {

    @InitBinder
    void wholeNumbers(WebDataBinder binder) {
        WholeNumberEditor longs = new WholeNumberEditor(false);
        WholeNumberEditor ints = new WholeNumberEditor(true);
        binder.registerCustomEditor(long.class, longs);
        binder.registerCustomEditor(Long.class, longs);
        binder.registerCustomEditor(int.class, ints);
        binder.registerCustomEditor(Integer.class, ints);
        TrueOrFalseEditor booleans = new TrueOrFalseEditor();
        binder.registerCustomEditor(boolean.class, booleans);
        binder.registerCustomEditor(Boolean.class, booleans);
    }

    /** An empty or blank value given for a parameter that takes a number or true-or-false. */
    static final String EMPTY = "is empty: give a value, or leave the parameter out";

    private static final class TrueOrFalseEditor extends PropertyEditorSupport {

        private final CustomBooleanEditor words = new CustomBooleanEditor(false);

        @Override
        public void setAsText(String text) {
            if (text == null || text.isBlank()) {
                throw new IllegalArgumentException(EMPTY);
            }
            words.setAsText(text.trim());
            setValue(words.getValue());
        }
    }

    private static final class WholeNumberEditor extends PropertyEditorSupport {

        /** Whether the values are {@code int}s, else {@code long}s. */
        private final boolean narrow;

        WholeNumberEditor(boolean narrow) {
            this.narrow = narrow;
        }

        @Override
        public void setAsText(String text) {
            if (text == null || text.isBlank()) {
                throw new IllegalArgumentException(EMPTY);
            }
            if (narrow) {
                setValue((int) WholeNumberText.parse(text, Integer.MIN_VALUE, Integer.MAX_VALUE));
            } else {
                setValue(WholeNumberText.parse(text, Long.MIN_VALUE, Long.MAX_VALUE));
            }
        }
    }
}
