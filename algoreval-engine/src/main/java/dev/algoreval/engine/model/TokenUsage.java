package dev.algoreval.engine.model;

/** Tokens the server counted for one request. */
public record TokenUsage(long prompt, long completion) {
}
