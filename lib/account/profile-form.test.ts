import { formToProfile, localToday, profileFormSchemaFor } from './profile-form';

const schema = profileFormSchemaFor('2026-11-23', 'nimal@example.com');
const valid = {
  name: 'Nimal',
  email: 'nimal@example.com',
  birthday: '1990-01-31',
  gender: 'male',
  phone: '+94 77 123 4567',
  currentPassword: '',
};
const messagesOf = (values: Partial<typeof valid>) => {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the profile form rules (spec §5)', () => {
  it('accepts a complete profile, a birthday of today and an empty phone or birthday', () => {
    expect(messagesOf({})).toEqual([]);
    expect(messagesOf({ birthday: '2026-11-23', phone: '' })).toEqual([]);
    expect(messagesOf({ birthday: '' })).toEqual([]);
  });

  it('names each refusal by its validation message key', () => {
    expect(messagesOf({ name: '  ' })).toEqual(['name:nameRequired']);
    expect(messagesOf({ email: '' })).toEqual(['email:emailRequired']);
    expect(messagesOf({ email: 'nimal@' })).toEqual(['email:emailFormatInvalid']);
    expect(messagesOf({ birthday: '2026-11-24' })).toEqual(['birthday:birthdayInFuture']);
    expect(messagesOf({ gender: '' })).toEqual(['gender:genderRequired']);
    expect(messagesOf({ phone: '12ab' })).toEqual(['phone:contactNumberInvalid']);
  });

  it('writes the body with trimmed text and the local date', () => {
    expect(formToProfile({ ...valid, name: ' Nimal ', email: ' nimal@example.com ' }, 'nimal@example.com')).toEqual({
      name: 'Nimal',
      email: 'nimal@example.com',
      birthday: '1990-01-31',
      gender: 'male',
      phone: '+94 77 123 4567',
    });
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('asks for the current password with a new email only, and sends it only then', () => {
    expect(messagesOf({ email: 'NIMAL@example.com ' })).toEqual([]);
    expect(messagesOf({ email: 'nimal.p@example.com' })).toEqual(['currentPassword:currentPasswordRequired']);
    expect(messagesOf({ email: 'nimal.p@example.com', currentPassword: 'Demo-pass-1' })).toEqual([]);
    expect(formToProfile({ ...valid, currentPassword: 'typed then email put back' }, 'nimal@example.com')).not.toHaveProperty(
      'currentPassword',
    );
    expect(formToProfile({ ...valid, email: 'nimal.p@example.com', currentPassword: 'Demo-pass-1' }, 'nimal@example.com')).toMatchObject({
      email: 'nimal.p@example.com',
      currentPassword: 'Demo-pass-1',
    });
  });
});
