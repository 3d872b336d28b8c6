fn extend(items: &[i64], current: &mut Vec<i64>, used: &mut [bool], result: &mut Vec<Vec<i64>>) {
    if current.len() == items.len() {
        result.push(current.clone());
        return;
    }
    for i in 0..items.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        current.push(items[i]);
        extend(items, current, used, result);
        current.pop();
        used[i] = false;
    }
}

fn permutations(items: &[i64]) -> Vec<Vec<i64>> {
    let mut result = Vec::new();
    extend(items, &mut Vec::new(), &mut vec![false; items.len()], &mut result);
    result
}

fn main() {
    let mut perms = permutations(&[3, -1, 4, 0]);
    perms.sort();
    for p in &perms {
        let parts: Vec<String> = p.iter().map(|x| x.to_string()).collect();
        println!("{}", parts.join(" "));
    }
    println!("{}", permutations(&[1, 2, 3, 4, 5, 6]).len());
}
