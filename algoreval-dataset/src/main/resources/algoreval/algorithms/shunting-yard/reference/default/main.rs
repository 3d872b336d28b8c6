fn precedence(op: char) -> u8 {
    match op {
        '+' | '-' => 1,
        '*' | '/' => 2,
        '^' => 3,
        _ => 0,
    }
}

fn infix_to_postfix(expression: &str) -> Vec<String> {
    let chars: Vec<char> = expression.chars().collect();
    let mut output: Vec<String> = Vec::new();
    let mut operators: Vec<char> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == ' ' {
            i += 1;
        } else if c.is_ascii_alphanumeric() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_alphanumeric() {
                i += 1;
            }
            output.push(chars[start..i].iter().collect());
        } else if c == '(' {
            operators.push(c);
            i += 1;
        } else if c == ')' {
            while let Some(op) = operators.pop() {
                if op == '(' {
                    break;
                }
                output.push(op.to_string());
            }
            i += 1;
        } else {
            // Pop operators that bind at least as tightly (strictly tighter for right-associative ^).
            while let Some(&top) = operators.last() {
                if top == '(' {
                    break;
                }
                let (tp, cp) = (precedence(top), precedence(c));
                if tp > cp || (tp == cp && c != '^') {
                    output.push(top.to_string());
                    operators.pop();
                } else {
                    break;
                }
            }
            operators.push(c);
            i += 1;
        }
    }
    while let Some(op) = operators.pop() {
        output.push(op.to_string());
    }
    output
}

fn main() {
    let expressions = [
        "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3",
        "a*(b+c)-d/e",
        "(12-3)-(4-1)-7",
        "2^3^2*x+10/5/y",
        "((a + b) * (c - d)) ^ 2",
        "price*(1+rate)^years-10",
    ];
    for expression in expressions {
        println!("{}", infix_to_postfix(expression).join(" "));
    }
}
