package dev.algoreval.dataset.plus;

/**
 * One named parameter; the name is the one the prompt's requirements use ({@code V}, {@code edges}).
 * An {@code inout} parameter ({@code arr: inout list<int>}) is changed in place by a function that
 * returns nothing (heap sort): its value after the call is the result.
 */
public record Param(String name, Type type, boolean inout) {

    public Param(String name, Type type) {
        this(name, type, false);
    }

    /** The compact text form, {@code arr: inout list<int>}. */
    public String text() {
        return name + ": " + (inout ? "inout " : "") + type.text();
    }
}
