package dev.algoreval.dataset.plus;

/** One named parameter; the name is the one the prompt's requirements use ({@code V}, {@code edges}). */
public record Param(String name, Type type) {
}
