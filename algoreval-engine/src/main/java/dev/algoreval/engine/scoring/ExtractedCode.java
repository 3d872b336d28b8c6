package dev.algoreval.engine.scoring;

import java.util.Optional;

/** The program taken from a response, with the fence's info string when it had one. */
public record ExtractedCode(String source, Optional<String> fenceTag) {
}
