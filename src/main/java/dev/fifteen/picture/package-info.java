/**
 * Pictures of boards: the layout and colour schemes ({@link dev.fifteen.picture.BoardPicture}), drawn as SVG (still
 * or animated) and as PNG with digits drawn as shapes, so that no font is needed. Plain Java: imports the puzzle
 * kernel and {@code java.awt} images (headless), no framework.
 */
package dev.fifteen.picture;
