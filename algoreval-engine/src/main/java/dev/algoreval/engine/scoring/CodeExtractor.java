package dev.algoreval.engine.scoring;

import dev.algoreval.dataset.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Takes the program out of a model's response (SPEC §4): reasoning traces are dropped first, then
 * among the fenced code blocks the last one tagged with the target language wins, else the last
 * block of any kind. A block cut off by the token limit (no closing fence) still counts.
 */
public final class CodeExtractor {
    private static final Pattern THINK_BLOCK = Pattern.compile("(?s)<think>.*?</think>");
    private static final String THINK_CLOSE = "</think>";
    private static final String THINK_OPEN = "<think>";
    private static final Pattern FENCE_OPEN = Pattern.compile("^ {0,3}(`{3,}|~{3,})[ \\t]*([^`\\s]*)[^\\n`]*$");

    private record Block(String tag, String body) {
    }

    public Optional<ExtractedCode> extract(String response, Language language) {
        String visible = withoutReasoning(response);
        List<Block> blocks = fencedBlocks(visible);
        Optional<Block> chosen = lastMatching(blocks, language);
        if (chosen.isEmpty() && !blocks.isEmpty()) {
            chosen = Optional.of(blocks.get(blocks.size() - 1));
        }
        return chosen.filter(b -> !b.body().isBlank())
                .map(b -> new ExtractedCode(b.body(), b.tag().isEmpty() ? Optional.empty() : Optional.of(b.tag())));
    }

    static String withoutReasoning(String response) {
        String text = THINK_BLOCK.matcher(response).replaceAll("");
        // Some chat templates put the opening tag in the prompt: only the closing tag reaches us.
        int close = text.lastIndexOf(THINK_CLOSE);
        if (close >= 0) {
            text = text.substring(close + THINK_CLOSE.length());
        }
        // An opening tag that never closes: the answer was cut off inside its reasoning.
        int open = text.indexOf(THINK_OPEN);
        if (open >= 0) {
            text = text.substring(0, open);
        }
        return text;
    }

    private static List<Block> fencedBlocks(String text) {
        List<Block> blocks = new ArrayList<>();
        String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').split("\n");
        int i = 0;
        while (i < lines.length) {
            Matcher open = FENCE_OPEN.matcher(lines[i]);
            if (!open.matches()) {
                i++;
                continue;
            }
            String fence = open.group(1);
            String tag = open.group(2).toLowerCase(java.util.Locale.ROOT);
            StringBuilder body = new StringBuilder();
            i++;
            while (i < lines.length && !isClosing(lines[i], fence)) {
                body.append(lines[i]).append('\n');
                i++;
            }
            blocks.add(new Block(tag, body.toString()));
            i++;
        }
        return blocks;
    }

    private static boolean isClosing(String line, String fence) {
        String trimmed = line.strip();
        return trimmed.length() >= fence.length() && trimmed.chars().allMatch(c -> c == fence.charAt(0))
                && line.indexOf(fence.charAt(0)) <= 3;
    }

    private static Optional<Block> lastMatching(List<Block> blocks, Language language) {
        Block found = null;
        for (Block block : blocks) {
            if (language.fenceTags().contains(block.tag())) {
                found = block;
            }
        }
        return Optional.ofNullable(found);
    }
}
