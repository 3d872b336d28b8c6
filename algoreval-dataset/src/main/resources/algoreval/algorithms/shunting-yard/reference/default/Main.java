import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

public class Main {
    static int precedence(char op) {
        return switch (op) {
            case '+', '-' -> 1;
            case '*', '/' -> 2;
            case '^' -> 3;
            default -> 0;
        };
    }

    static List<String> infixToPostfix(String expression) {
        List<String> output = new ArrayList<>();
        Deque<Character> operators = new ArrayDeque<>();
        int i = 0;
        while (i < expression.length()) {
            char c = expression.charAt(i);
            if (c == ' ') {
                i++;
            } else if (Character.isLetterOrDigit(c)) {
                int j = i;
                while (j < expression.length() && Character.isLetterOrDigit(expression.charAt(j))) j++;
                output.add(expression.substring(i, j));
                i = j;
            } else if (c == '(') {
                operators.push(c);
                i++;
            } else if (c == ')') {
                while (operators.peek() != '(') output.add(String.valueOf(operators.pop()));
                operators.pop();
                i++;
            } else {
                // Pop operators that bind at least as tightly (strictly tighter for right-associative ^).
                while (!operators.isEmpty() && operators.peek() != '(') {
                    int top = precedence(operators.peek()), cur = precedence(c);
                    if (top > cur || (top == cur && c != '^')) {
                        output.add(String.valueOf(operators.pop()));
                    } else {
                        break;
                    }
                }
                operators.push(c);
                i++;
            }
        }
        while (!operators.isEmpty()) output.add(String.valueOf(operators.pop()));
        return output;
    }

    public static void main(String[] args) {
        String[] expressions = {
            "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3",
            "a*(b+c)-d/e",
            "(12-3)-(4-1)-7",
            "2^3^2*x+10/5/y",
            "((a + b) * (c - d)) ^ 2",
            "price*(1+rate)^years-10",
        };
        for (String expression : expressions) {
            System.out.println(String.join(" ", infixToPostfix(expression)));
        }
    }
}
