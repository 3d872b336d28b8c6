package dev.algoreval.dataset;

/** The two chat messages sent to a model for one instance. */
public record Prompt(String system, String user) {
}
