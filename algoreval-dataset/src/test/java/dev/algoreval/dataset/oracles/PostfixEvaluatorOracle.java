package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.math.BigInteger;

/**
 * Evaluates each postfix expression recursively from its last token backwards (an operator's right
 * operand is the subexpression ending just before it), with BigInteger arithmetic, whose divide
 * truncates toward zero; no operand stack.
 */
public final class PostfixEvaluatorOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (String expression : input.strings("expressions")) {
            String[] tokens = expression.trim().split("\\s+");
            int[] next = {tokens.length - 1};
            BigInteger value = evaluateEndingAt(tokens, next);
            if (next[0] != -1) {
                throw new IllegalStateException("malformed expression: " + expression);
            }
            if (value.bitLength() > 31) {
                throw new IllegalStateException("value exceeds 32 bits: " + expression);
            }
            out.append(value).append('\n');
        }
        return out.toString();
    }

    /** Evaluates the subexpression whose last token is tokens[pos[0]], moving pos[0] before its first. */
    private static BigInteger evaluateEndingAt(String[] tokens, int[] pos) {
        String token = tokens[pos[0]--];
        if (token.matches("\\d+")) {
            return new BigInteger(token);
        }
        BigInteger right = evaluateEndingAt(tokens, pos);
        BigInteger left = evaluateEndingAt(tokens, pos);
        return switch (token) {
            case "+" -> left.add(right);
            case "-" -> left.subtract(right);
            case "*" -> left.multiply(right);
            case "/" -> {
                if (left.signum() < 0 || right.signum() <= 0) {
                    throw new IllegalStateException("test divides a negative value or by a non-positive value");
                }
                yield left.divide(right);
            }
            default -> throw new IllegalArgumentException("unknown token " + token);
        };
    }
}
